// A console.error during a test is a failure (house style): surface it loudly.
const original = console.error;
console.error = (...args) => {
  original(...args);
  throw new Error(`console.error during test: ${args.map(String).join(' ').slice(0, 300)}`);
};
