// The shopping service as a library: its module and start function, started by a main (distributed)
// or by the standalone composition root. Importing this starts nothing.
export { shoppingMigrations, ShoppingModule, startShoppingService, type ShoppingDeps } from './shopping.app';
