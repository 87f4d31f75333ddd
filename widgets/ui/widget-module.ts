/**
 * What every widget chunk exports. The mount runtime knows only this shape, so it never pulls in
 * Preact or zod: those arrive with the first widget chunk.
 */
export interface WidgetModule {
  /** Validates the element's props, renders, and returns the function that unmounts it. */
  mount(element: HTMLElement): () => void;
}

export type WidgetLoader = () => Promise<WidgetModule>;
