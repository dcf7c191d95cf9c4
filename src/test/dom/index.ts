// The DOM test kit. A test file imports './install' first (see there), then what it needs from here.
export { cleanup, onCleanup } from './cleanup';
export { testWindow } from './install';
export { blur, chooseFiles, click, imageFile, keyDown, settle, submit, type, waitFor } from './interact';
export { type Call, FakeXhr, type Handler, never, type Reply, type RouteTable, routes, stubFetch, stubXhr } from './network';
export { dialog, getButton, getField, getText, hasText, queryText } from './queries';
export { collectConsoleErrors, render, unmountAtCleanup } from './render';
