// hash-wasm's argon2id as one module to load on demand, on a runtime without Node's own argon2: a
// named static import lets the bundler leave out the rest of hash-wasm, which a dynamic import of it would not.
export { argon2id } from "hash-wasm";
