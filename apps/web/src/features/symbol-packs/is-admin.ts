/** Whether the id token's role claim (`role` or `roles`, a string or a list) names the admin role. */
export function isAdmin(profile: Record<string, unknown> | undefined | null): boolean {
  const claim = profile?.role ?? profile?.roles;
  const roles = Array.isArray(claim) ? claim : typeof claim === 'string' ? [claim] : [];
  return roles.includes('admin');
}
