// Stylesheets are imported for their side effect; Vite bundles them, jest maps them to a stub.
declare module '*.css';
// A file's text as a string (Vite's `?raw`): the English catalogue's deferred part (lib/i18n.ts).
declare module '*.json?raw' {
  const text: string;
  export default text;
}
