/**
 * The composition root's dependency container: ports bound to adapters by token (DESIGN 2 and 4).
 *
 * It replaces inversify (DESIGN 5, changed with a measured reason, #12): the site binds constants and
 * factories by token, overrides a few (rebind), and resolves each once (singleton scope), which is
 * all it used of inversify, whose 18.3 KB gzip were 11 % of the home page's first-load JavaScript
 * (bench:bundle) against a budget of 120 KB.
 */

/** What a factory reads its own dependencies from. */
export interface ResolutionContext {
  get<T>(token: symbol): T;
}

type Binding = { kind: 'constant'; value: unknown } | { kind: 'factory'; make: (context: ResolutionContext) => unknown; made?: { value: unknown } };

/** The second half of `bind(token)`: what the token resolves to. */
export interface BindingTarget<T> {
  toConstantValue(value: T): void;
  /** Made on the first `get`, then the same instance for the container's life. */
  toDynamicValue(make: (context: ResolutionContext) => T): void;
}

export class Container implements ResolutionContext {
  private readonly bindings = new Map<symbol, Binding>();
  private readonly parent: Container | undefined;

  /** A container with a parent resolves what it does not bind itself from the parent. */
  constructor(options: { parent?: Container } = {}) {
    this.parent = options.parent;
  }

  bind<T>(token: symbol): BindingTarget<T> {
    if (this.bindings.has(token)) throw new Error(`${String(token)} is already bound; rebind replaces a binding.`);
    return this.target<T>(token);
  }

  /** Replaces the token's binding (a test's clock, the server render's cookie jar). */
  rebind<T>(token: symbol): BindingTarget<T> {
    this.bindings.delete(token);
    return this.target<T>(token);
  }

  get<T>(token: symbol): T {
    const binding = this.bindings.get(token);
    if (!binding) {
      if (this.parent) return this.parent.get<T>(token);
      throw new Error(`Nothing is bound to ${String(token)}.`);
    }
    if (binding.kind === 'constant') return binding.value as T;
    binding.made ??= { value: binding.make(this) };
    return binding.made.value as T;
  }

  private target<T>(token: symbol): BindingTarget<T> {
    return {
      toConstantValue: (value) => void this.bindings.set(token, { kind: 'constant', value }),
      toDynamicValue: (make) => void this.bindings.set(token, { kind: 'factory', make }),
    };
  }
}
