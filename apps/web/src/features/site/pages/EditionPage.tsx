export function PrimaryEditionPage() {
  return null;
}
export function SecondaryEditionPage() {
  return null;
}
