/** Choices compared without case and spaces (`36 BUS 1` is `36 bus 1`), as the service compares house numbers. */
export const foldChoiceText = (text: string): string => text.replace(/\s+/gu, '').toLowerCase();
