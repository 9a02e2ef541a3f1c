// Serves no page kind itself: names the heading reader's passes so each can be measured alone.
/**
 * Every pass of the heading reader has a name here. The import eval turns passes off one at a time
 * (`--without-pass <name>`) to see what each one does on the working and check sets: a pass that
 * changes no figure on either set is removed. Nothing else turns a pass off.
 */
const off = new Set<string>();

export function passOn(name: string): boolean {
  return !off.has(name);
}

/** For the eval only: the named passes stop running until turned on again (an empty list). */
export function turnOffPasses(names: string[]): void {
  off.clear();
  for (const name of names) off.add(name);
}
