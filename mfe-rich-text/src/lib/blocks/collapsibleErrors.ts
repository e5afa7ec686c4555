/**
 * Spec 8: the structural errors of a collapsible block, as Lexical's playground words them. The
 * editor raises them as developer errors (an update that would leave such a structure is
 * refused and reported to the editor's onError); the viewer logs them and repairs the content.
 */
export const COLLAPSIBLE_STRUCTURE_ERRORS = {
  titleOutside: 'CollapsibleTitleNode expects to be child of CollapsibleContainerNode',
  contentOutside: 'CollapsibleContentNode expects to be child of CollapsibleContainerNode',
  titleWithoutContent: 'CollapsibleTitleNode expects to have CollapsibleContentNode sibling',
} as const;

export class CollapsibleStructureError extends Error {
  override name = 'CollapsibleStructureError';
}
