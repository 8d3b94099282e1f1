/**
 * Pure operations on a tree of nodes (no React): what is visible, where a node is, moves and filters.
 * A move names the node, its new parent (null: top level) and its 0-based index among the new
 * siblings once the node itself is taken out.
 */
export interface TreeNode<T> {
  id: string;
  data: T;
  children: TreeNode<T>[];
}

export interface TreeMove {
  id: string;
  parentId: string | null;
  index: number;
}

export interface VisibleNode<T> {
  node: TreeNode<T>;
  level: number;
  parentId: string | null;
  /** 0-based position among its siblings. */
  index: number;
  setSize: number;
}

export function visibleNodes<T>(roots: TreeNode<T>[], expanded: ReadonlySet<string>): VisibleNode<T>[] {
  const out: VisibleNode<T>[] = [];
  const walk = (nodes: TreeNode<T>[], level: number, parentId: string | null) => {
    nodes.forEach((node, index) => {
      out.push({ node, level, parentId, index, setSize: nodes.length });
      if (node.children.length && expanded.has(node.id)) walk(node.children, level + 1, node.id);
    });
  };
  walk(roots, 1, null);
  return out;
}

export interface Location<T> {
  node: TreeNode<T>;
  parentId: string | null;
  index: number;
  siblings: TreeNode<T>[];
}

export function locate<T>(
  roots: TreeNode<T>[],
  id: string,
  parentId: string | null = null,
): Location<T> | null {
  for (const [index, node] of roots.entries()) {
    if (node.id === id) return { node, parentId, index, siblings: roots };
    const inner = locate(node.children, id, node.id);
    if (inner) return inner;
  }
  return null;
}

/** Ids of the ancestors of `id`, top level first. */
export function ancestorsOf<T>(roots: TreeNode<T>[], id: string): string[] {
  const path: string[] = [];
  let current = locate(roots, id);
  while (current?.parentId) {
    path.unshift(current.parentId);
    current = locate(roots, current.parentId);
  }
  return path;
}

/** True when `id` is `ancestorId` or anywhere below it. */
export function isInSubtree<T>(roots: TreeNode<T>[], ancestorId: string, id: string): boolean {
  const ancestor = locate(roots, ancestorId);
  if (!ancestor) return false;
  const search = (n: TreeNode<T>): boolean => n.id === id || n.children.some(search);
  return search(ancestor.node);
}

export function countNodes<T>(roots: TreeNode<T>[]): number {
  return roots.reduce((sum, n) => sum + 1 + countNodes(n.children), 0);
}

/** The tree after `move` (a new tree; the input is not changed). Invalid moves return the input. */
export function applyMove<T>(roots: TreeNode<T>[], move: TreeMove): TreeNode<T>[] {
  const from = locate(roots, move.id);
  if (!from || (move.parentId && isInSubtree(roots, move.id, move.parentId))) return roots;
  const without = (nodes: TreeNode<T>[]): TreeNode<T>[] =>
    nodes.filter((n) => n.id !== move.id).map((n) => ({ ...n, children: without(n.children) }));
  const insert = (nodes: TreeNode<T>[]): TreeNode<T>[] => {
    const copy = [...nodes];
    copy.splice(Math.min(Math.max(move.index, 0), copy.length), 0, from.node);
    return copy;
  };
  const place = (nodes: TreeNode<T>[]): TreeNode<T>[] =>
    nodes.map((n) =>
      n.id === move.parentId ? { ...n, children: insert(n.children) } : { ...n, children: place(n.children) },
    );
  const pruned = without(roots);
  return move.parentId === null ? insert(pruned) : place(pruned);
}

/** Keyboard moves: one place up or down among siblings, into the sibling above, or out of the parent. */
export function moveUp<T>(roots: TreeNode<T>[], id: string): TreeMove | null {
  const at = locate(roots, id);
  return at && at.index > 0 ? { id, parentId: at.parentId, index: at.index - 1 } : null;
}

export function moveDown<T>(roots: TreeNode<T>[], id: string): TreeMove | null {
  const at = locate(roots, id);
  return at && at.index < at.siblings.length - 1 ? { id, parentId: at.parentId, index: at.index + 1 } : null;
}

/** Becomes the last child of the sibling above it. */
export function indent<T>(roots: TreeNode<T>[], id: string): TreeMove | null {
  const at = locate(roots, id);
  if (!at || at.index === 0) return null;
  const newParent = at.siblings[at.index - 1];
  return { id, parentId: newParent.id, index: newParent.children.length };
}

/** Becomes the sibling right after its parent. */
export function outdent<T>(roots: TreeNode<T>[], id: string): TreeMove | null {
  const at = locate(roots, id);
  if (!at?.parentId) return null;
  const parent = locate(roots, at.parentId)!;
  return { id, parentId: parent.parentId, index: parent.index + 1 };
}

export type DropZone = 'before' | 'after' | 'inside';

/** The move that dropping `id` before, after or inside `targetId` means; null when not allowed. */
export function dropMove<T>(
  roots: TreeNode<T>[],
  id: string,
  targetId: string,
  zone: DropZone,
): TreeMove | null {
  if (isInSubtree(roots, id, targetId)) return null;
  const target = locate(roots, targetId);
  if (!target) return null;
  if (zone === 'inside')
    return { id, parentId: targetId, index: target.node.children.filter((c) => c.id !== id).length };
  const siblings = target.siblings.filter((s) => s.id !== id);
  const index = siblings.findIndex((s) => s.id === targetId);
  return { id, parentId: target.parentId, index: zone === 'before' ? index : index + 1 };
}

/** The nodes that match, with all their ancestors (so they can be shown in place), and those ancestors' ids. */
export function filterTree<T>(
  roots: TreeNode<T>[],
  matches: (node: TreeNode<T>) => boolean,
): { nodes: TreeNode<T>[]; ancestorIds: Set<string> } {
  const ancestorIds = new Set<string>();
  const walk = (nodes: TreeNode<T>[]): TreeNode<T>[] =>
    nodes.flatMap((n) => {
      const children = walk(n.children);
      if (children.length) ancestorIds.add(n.id);
      return matches(n) || children.length ? [{ ...n, children }] : [];
    });
  return { nodes: walk(roots), ancestorIds };
}
