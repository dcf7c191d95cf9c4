// A list the owner puts in order (DECISION src/decisions/owner-order.md): drag a row by its handle with a mouse or a
// finger, or pick the handle up with the keyboard (Space, the arrow keys, Space), or use the row's Move up / Move
// down buttons. Every move is said aloud in the list's own live region ("Mangoes moved to position 2 of 5") and
// saved at once as the whole list's new order; the list shows the new order while it saves and goes back if the
// save is refused.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ArrowLeftIcon } from '../../../ui/icons';
import { buttonClass, focusClass } from '../styles';

export const arrangeMessages = {
  handle: (name: string) => `Drag ${name} to another place`,
  up: (name: string) => `Move ${name} up`,
  down: (name: string) => `Move ${name} down`,
  /** In tiles, which run across and then down, a move is to the place before or after. */
  earlier: (name: string) => `Move ${name} earlier`,
  later: (name: string) => `Move ${name} later`,
  moved: (name: string, position: number, count: number) => `${name} moved to position ${position} of ${count}.`,
  picked: (name: string, position: number, count: number) => `Picked up ${name}, at position ${position} of ${count}.`,
  over: (name: string, position: number, count: number) => `${name} is over position ${position} of ${count}.`,
  cancelled: (name: string) => `${name} was not moved.`,
  instructions:
    'To move an item, press Space on its handle, move it with the arrow keys, and press Space again to drop it, or Escape to cancel. Or use its Move up and Move down buttons.',
} as const;

type Item = { id: number };

export type SortableListProps<T extends Item> = {
  items: readonly T[];
  /** The item's name, for its buttons and what is announced. */
  name: (item: T) => string;
  /** Saves the list in this order; false when it was refused (the list then shows the saved order again). */
  onArrange: (ids: number[]) => Promise<boolean>;
  /** The list's accessible name ("Categories in the order the site shows them"). */
  label: string;
  /** Thumbnails in rows that wrap (a folder's images), or one item a row. */
  layout?: 'rows' | 'tiles';
  /** The item itself: its picture, name and details. */
  children: (item: T) => ReactNode;
  /** The item's other actions, after its move buttons. */
  actions?: (item: T) => ReactNode;
};

export function SortableList<T extends Item>({ items, name, onArrange, label, layout = 'rows', children, actions }: SortableListProps<T>) {
  const saved = items.map((item) => item.id);
  // The order being saved, shown until the save settles (the lists are read again by then).
  const [shown, setShown] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState('');
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // After a button moves an item, focus follows it to its new place (its other button when it reaches an end).
  const refocus = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);

  // The order to send next while one is being saved: quick moves go one after another, the last one standing.
  const next = useRef<number[] | null>(null);
  const sending = useRef(false);

  const byId = new Map(items.map((item) => [item.id, item]));
  const base = (shown ?? saved).filter((id) => byId.has(id));
  const order = [...base, ...saved.filter((id) => !base.includes(id))];
  const nameOf = (id: UniqueIdentifier) => {
    const item = byId.get(Number(id));
    return item ? name(item) : '';
  };
  const placeOf = (id: UniqueIdentifier | undefined) => order.indexOf(Number(id)) + 1;

  /** `moved` is said here for a button's move; a drag is said by the drag's own announcements. */
  async function arrange(ids: number[], moved?: number) {
    setShown(ids);
    if (moved !== undefined) setSaid(arrangeMessages.moved(nameOf(moved), ids.indexOf(moved) + 1, ids.length));
    next.current = ids;
    if (sending.current) return;
    sending.current = true;
    setSaving(true);
    while (next.current) {
      const sent = next.current;
      next.current = null;
      // Refused: the list is read again; what was still to send is dropped with it.
      if (!(await onArrange(sent))) next.current = null;
    }
    sending.current = false;
    setShown(null);
    setSaving(false);
  }

  function move(id: number, direction: 'up' | 'down') {
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= order.length) return;
    refocus.current = { id, direction };
    void arrange(arrayMove(order, from, to), id);
  }

  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !listRef.current) return;
    refocus.current = null;
    const at = order.indexOf(wanted.id);
    const atEnd = wanted.direction === 'up' ? at === 0 : at === order.length - 1;
    const direction = atEnd ? (wanted.direction === 'up' ? 'down' : 'up') : wanted.direction;
    listRef.current.querySelector<HTMLButtonElement>(`[data-move="${direction}"][data-item="${wanted.id}"]`)?.focus();
  });

  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The place last said during a drag: the drag reports "over" its own place as it starts, which would talk over
  // "Picked up".
  const lastSaid = useRef<UniqueIdentifier | null>(null);
  // While a row is picked up, Escape is the drag's (it puts the row back): marked as handled before it reaches the
  // dialog around the list, which would close on it.
  const dragging = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (dragging.current && event.key === 'Escape') event.preventDefault();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastSaid.current = active.id;
      return arrangeMessages.picked(nameOf(active.id), placeOf(active.id), order.length);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastSaid.current) return undefined;
      lastSaid.current = over.id;
      return arrangeMessages.over(nameOf(active.id), placeOf(over.id), order.length);
    },
    onDragEnd: ({ active, over }) => arrangeMessages.moved(nameOf(active.id), placeOf(over?.id ?? active.id), order.length),
    onDragCancel: ({ active }) => arrangeMessages.cancelled(nameOf(active.id)),
  };
  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
    void arrange(next);
  }

  const tiles = layout === 'tiles';
  return (
    <div ref={wrapper}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={() => {
          dragging.current = true;
        }}
        onDragCancel={() => {
          dragging.current = false;
        }}
        onDragEnd={(event) => {
          dragging.current = false;
          dropped(event);
        }}
        // Announced inside this component: in a modal dialog, a live region outside it is not heard.
        accessibility={{
          announcements,
          container: region ?? undefined,
          screenReaderInstructions: { draggable: arrangeMessages.instructions },
        }}
      >
        <SortableContext items={order} strategy={tiles ? rectSortingStrategy : verticalListSortingStrategy}>
          <ol
            ref={listRef}
            aria-label={label}
            aria-busy={saving}
            className={
              tiles
                ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4'
                : 'divide-y divide-slate-100 rounded-md border border-slate-200'
            }
          >
            {order.map((id, i) => {
              const item = byId.get(id)!;
              return (
                <SortableItem key={id} id={id} name={name(item)} tiles={tiles}>
                  <div className={tiles ? '' : 'min-w-40 flex-1'}>{children(item)}</div>
                  <div className="flex flex-wrap items-center gap-1">
                    <MoveButton
                      item={id}
                      direction="up"
                      tiles={tiles}
                      label={(tiles ? arrangeMessages.earlier : arrangeMessages.up)(name(item))}
                      disabled={i === 0}
                      onMove={move}
                    />
                    <MoveButton
                      item={id}
                      direction="down"
                      tiles={tiles}
                      label={(tiles ? arrangeMessages.later : arrangeMessages.down)(name(item))}
                      disabled={i === order.length - 1}
                      onMove={move}
                    />
                    {actions?.(item)}
                  </div>
                </SortableItem>
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <div ref={setRegion}>
        <p role="status" className="sr-only">
          {said}
        </p>
      </div>
    </div>
  );
}

function SortableItem({ id, name, tiles, children }: { id: number; name: string; tiles: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const node = useRef<HTMLLIElement | null>(null);
  // Set on the element (CSSOM), never rendered as a style attribute: the CSP allows no inline styles
  // (src/decisions/csp-without-nonces.md), and a row moves only in the browser.
  useLayoutEffect(() => {
    if (!node.current) return;
    node.current.style.transform = CSS.Translate.toString(transform) ?? '';
    node.current.style.transition = transition ?? '';
  }, [transform, transition]);
  return (
    <li
      ref={(element) => {
        node.current = element;
        setNodeRef(element);
      }}
      data-entry={name}
      className={`relative flex bg-white ${tiles ? 'flex-col gap-2 rounded-md border border-slate-200 p-2' : 'flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2'} ${
        isDragging ? 'z-10 shadow-lg ring-2 ring-emerald-600' : ''
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={arrangeMessages.handle(name)}
        // The handle takes the touch: the page does not scroll while a finger drags it.
        className={`${buttonClass('ghost', 'icon')} ${focusClass} cursor-grab touch-none active:cursor-grabbing ${tiles ? 'absolute top-2 left-2 bg-white/90' : ''}`}
      >
        <GripIcon />
      </button>
      {children}
    </li>
  );
}

function MoveButton({
  item,
  direction,
  tiles,
  label,
  disabled,
  onMove,
}: {
  item: number;
  direction: 'up' | 'down';
  tiles: boolean;
  label: string;
  disabled: boolean;
  onMove: (id: number, direction: 'up' | 'down') => void;
}) {
  return (
    <button
      type="button"
      data-item={item}
      data-move={direction}
      className={buttonClass('ghost', 'icon')}
      aria-label={label}
      disabled={disabled}
      onClick={() => onMove(item, direction)}
    >
      <ArrowLeftIcon
        className={`size-4 ${tiles ? (direction === 'up' ? '' : 'rotate-180') : direction === 'up' ? 'rotate-90' : '-rotate-90'}`}
      />
    </button>
  );
}

const GripIcon = () => (
  <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);
