/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Typed loader data for single fetch (STACK.md's future flags).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
