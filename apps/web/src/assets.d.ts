// Stylesheets are imported for their side effect; Vite bundles them, jest maps them to a stub.
declare module '*.css';
