import { describe, expect, it } from 'vitest';
import { Container } from '../../../composition/dependency-container';

const Clock = Symbol.for('test.Clock');
const Service = Symbol.for('test.Service');

describe('the dependency container', () => {
  it('resolves constants, and makes each factory once, from its own dependencies', () => {
    const container = new Container();
    let made = 0;
    container.bind(Clock).toConstantValue({ now: () => 1 });
    container.bind(Service).toDynamicValue((context) => {
      made += 1;
      return { time: context.get<{ now(): number }>(Clock).now() };
    });
    const first = container.get<{ time: number }>(Service);
    expect(first).toEqual({ time: 1 });
    expect(container.get(Service)).toBe(first);
    expect(made).toBe(1);
  });

  it('refuses a second binding of a token, and lets rebind replace one', () => {
    const container = new Container();
    container.bind(Clock).toConstantValue('system');
    expect(() => container.bind(Clock).toConstantValue('other')).toThrow(/already bound/);
    container.rebind(Clock).toConstantValue('pinned');
    expect(container.get(Clock)).toBe('pinned');
    expect(() => container.get(Service)).toThrow(/Nothing is bound/);
  });

  it("gives a child's own bindings first and its parent's otherwise, the parent's instances shared", () => {
    const site = new Container();
    site.bind(Clock).toDynamicValue(() => ({ id: 'site clock' }));
    site.bind(Service).toConstantValue('site service');
    const preview = new Container({ parent: site });
    preview.bind(Service).toConstantValue('preview service');
    expect(preview.get(Service)).toBe('preview service');
    expect(site.get(Service)).toBe('site service');
    expect(preview.get(Clock)).toBe(site.get(Clock));
  });
});
