export function IframePage() {
  return null;
}
