export function CopyrightsPage() {
  return null;
}
