import { describe, expect, it } from 'vitest';
import { linesOf, moved, removed, replaced } from './list-edit';

describe('list editing', () => {
  it('moves an item one place up or down, and leaves the list as it is at either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('removes and replaces by place without touching the original', () => {
    const items = ['a', 'b', 'c'];
    expect(removed(items, 1)).toEqual(['a', 'c']);
    expect(replaced(items, 2, 'z')).toEqual(['a', 'b', 'z']);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('reads tools one per line, without blank lines or surrounding spaces', () => {
    expect(linesOf(' React \n\n  Vite\nNode.js  \n')).toEqual(['React', 'Vite', 'Node.js']);
    expect(linesOf('   \n')).toEqual([]);
  });
});
