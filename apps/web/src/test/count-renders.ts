/**
 * Which components rendered during an action, by name: for the tests that hold a performance contract
 * (a keystroke re-renders one cell, not the grid). It compares React's fiber tree before and after: a
 * fiber that is a new object and did work (PerformedWork) rendered; bailed-out subtrees keep their old
 * fibers or lose the flag.
 */
interface Fiber {
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
}

const PERFORMED_WORK = 1;

function rootFiber(container: Element): Fiber {
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  if (!key) throw new Error('not a React root container');
  const host = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key];
  return host.stateNode.current;
}

function walk(fiber: Fiber | null, visit: (f: Fiber) => void) {
  const stack: Fiber[] = [];
  for (let f = fiber; f; f = stack.pop() ?? null) {
    visit(f);
    if (f.sibling) stack.push(f.sibling);
    if (f.child) stack.push(f.child);
  }
}

/** Function components only: a memo with its own compare is a wrapper fiber whose child is the function. */
function nameOf(type: unknown): string | null {
  return typeof type === 'function' ? ((type as { displayName?: string }).displayName ?? type.name) : null;
}

/**
 * Runs `action` (synchronous, wrapped in act by the caller or by fireEvent) and counts the function
 * components that rendered, by name.
 * @example const renders = countRenders(container, () => fireEvent.change(input, { target: { value: 'a' } })); renders.get('GridCellView')
 */
export function countRenders(container: Element, action: () => void): Map<string, number> {
  const before = new Set<Fiber>();
  walk(rootFiber(container), (f) => before.add(f));
  action();
  const counts = new Map<string, number>();
  walk(rootFiber(container), (f) => {
    const name = nameOf(f.type);
    if (!name || before.has(f) || (f.flags & PERFORMED_WORK) === 0) return;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  return counts;
}
