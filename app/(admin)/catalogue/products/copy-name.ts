/** The name a duplicate starts with: "Linen Shirt (copy)", cut to the 250 characters a name may have. */
export function copyNameOf(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, 250 - suffix.length)}${suffix}`;
}
