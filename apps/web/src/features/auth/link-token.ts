/** E-mailed links carry their token in the fragment (#token=…), which browsers never send to a server. */
export function tokenFromLocation(): string | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  return params.get('token');
}
