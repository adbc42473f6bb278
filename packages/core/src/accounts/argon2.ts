// The two hash-wasm functions the passwords use, as one module to load on demand: a named static
// import lets the bundler leave out the rest of hash-wasm, which a dynamic import of it would not.
export { argon2id, argon2Verify } from "hash-wasm";
