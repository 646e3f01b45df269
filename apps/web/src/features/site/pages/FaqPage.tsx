export function FaqPage() {
  return null;
}
