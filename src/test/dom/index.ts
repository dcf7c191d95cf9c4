// The DOM test kit. A test file's first import is test/dom/install (see there, and site.ts, islands.ts and admin.tsx
// for the site's and the admin's own helpers); the rest of the kit comes from here.
export { cleanup, onCleanup } from './cleanup';
export { testWindow } from './install';
export { blur, chooseFiles, click, imageFile, keyDown, settle, submit, type, waitFor } from './interact';
export {
  type Call,
  FakeXhr,
  type Handler,
  heldReply,
  never,
  type Reply,
  type RouteTable,
  routes,
  serverList,
  stubFetch,
  stubXhr,
} from './network';
export { dialog, getButton, getField, getText, hasText, queryText } from './queries';
export { collectConsoleErrors, loadDocument, render, unmountAtCleanup } from './render';
