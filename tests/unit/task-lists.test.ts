/** Task lists' checkboxes are named by their items' words (plugins/task-lists/rehype.ts). */
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';

import rehypeTaskListLabels from '../../plugins/task-lists/rehype';

const text = (value: string) => ({ type: 'text' as const, value });
const element = (
  tagName: string,
  properties: Element['properties'],
  children: Element['children'],
) => ({ type: 'element', tagName, properties, children }) as Element;
const checkbox = (checked: boolean) =>
  element('input', { type: 'checkbox', checked, disabled: true }, []);

function labelled(tree: Root): unknown[] {
  rehypeTaskListLabels()(tree);
  const labels: unknown[] = [];
  const visit = (node: Root | Element): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'input') labels.push(child.properties.ariaLabel);
      visit(child);
    }
  };
  visit(tree);
  return labels;
}

describe('task list checkboxes', () => {
  it("take their item's words as their name, in tight and loose lists", () => {
    const tree: Root = {
      type: 'root',
      children: [
        element('ul', { className: ['contains-task-list'] }, [
          element('li', { className: ['task-list-item'] }, [
            checkbox(true),
            text(' Create an '),
            element('strong', {}, [text('account')]),
          ]),
          element('li', { className: ['task-list-item'] }, [
            element('p', {}, [checkbox(false), text(' Send a first message')]),
          ]),
        ]),
      ],
    };
    expect(labelled(tree)).toEqual(['Create an account', 'Send a first message']);
  });

  it("leave a nested list's words to that list's own items", () => {
    const tree: Root = {
      type: 'root',
      children: [
        element('li', {}, [
          checkbox(false),
          text(' Set up'),
          element('ul', {}, [element('li', {}, [checkbox(true), text(' Verify the number')])]),
        ]),
      ],
    };
    expect(labelled(tree)).toEqual(['Set up', 'Verify the number']);
  });

  it('name no other input', () => {
    const tree: Root = {
      type: 'root',
      children: [element('li', {}, [element('input', { type: 'text' }, []), text(' Name')])],
    };
    expect(labelled(tree)).toEqual([undefined]);
  });
});
