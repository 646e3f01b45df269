export function VideosPage() {
  return null;
}
