import type { OcclusionArea } from '@kurio/shared/occlusion';
import { type PointerEvent, type RefObject, useState } from 'react';
import { areaFromDrag, moveArea, nextAreaNumber } from './occlusion-draft';

type Point = { x: number; y: number };
type Drag = { pointerId: number; from: Point; to: Point } & ({ kind: 'draw' } | { kind: 'move'; index: number });

/**
 * Drawing and moving areas with a pointer: a drag over the image draws a new area, a drag on an area moves it. The
 * areas change once, when the pointer is released; `onDone` names the area to focus.
 */
export function useAreaDrag(
  surface: RefObject<HTMLDivElement | null>,
  areas: OcclusionArea[],
  onChange: (areas: OcclusionArea[]) => void,
  onDone: (index: number) => void,
) {
  const [drag, setDrag] = useState<Drag | null>(null);

  const pointOf = (event: PointerEvent) => {
    const box = surface.current!.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  };

  /** The areas as the drag leaves them, and the one it drew or moved. */
  const dragged = (current: Drag): { areas: OcclusionArea[]; index: number | null } => {
    if (current.kind === 'move') {
      const moved = moveArea(areas[current.index]!, current.to.x - current.from.x, current.to.y - current.from.y);
      return { areas: areas.map((area, index) => (index === current.index ? moved : area)), index: current.index };
    }
    const drawn = areaFromDrag(nextAreaNumber(areas), current.from, current.to);
    return drawn ? { areas: [...areas, drawn], index: areas.length } : { areas, index: null };
  };

  const start = (event: PointerEvent, index?: number) => {
    if (event.button !== 0) return;
    event.preventDefault();
    surface.current?.setPointerCapture?.(event.pointerId);
    const at = pointOf(event);
    const base = { pointerId: event.pointerId, from: at, to: at };
    setDrag(index === undefined ? { ...base, kind: 'draw' } : { ...base, kind: 'move', index });
  };

  const surfaceHandlers = {
    onPointerDown: (event: PointerEvent) => start(event),
    onPointerMove: (event: PointerEvent) => {
      if (drag?.pointerId === event.pointerId) setDrag({ ...drag, to: pointOf(event) });
    },
    onPointerUp: () => {
      if (!drag) return;
      const result = dragged(drag);
      setDrag(null);
      if (result.areas !== areas) onChange(result.areas);
      if (result.index !== null) onDone(result.index);
    },
    onPointerCancel: () => setDrag(null),
  };

  return { shown: drag ? dragged(drag).areas : areas, start, surfaceHandlers };
}
