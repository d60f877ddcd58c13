/** The `Authorization` value of Basic auth: key as user name, secret as password, UTF-8 then Base64. */
export function basicAuthorization({ key, secret }: { key: string; secret: string }): string {
  const bytes = new TextEncoder().encode(`${key}:${secret}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}
