/** Letters of a base model's code sections, by section order (spec 1 §5: at most six). */
export const SECTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const
export type SectionLetter = (typeof SECTION_LETTERS)[number]

/** The section with this name holds the optional accessories: any number of them, or none. */
export const OPTIONAL_SECTION_NAME = 'opt'
