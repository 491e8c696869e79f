import { describe, expect, it } from 'vitest';
import { javaMainClass } from '../java-class-name.js';

describe('javaMainClass', () => {
  it('when the source has a public class, then its name', () => {
    expect(
      javaMainClass('import java.util.*;\npublic class Solution { public static void main(String[] a) {} }'),
    ).toBe('Solution');
    expect(javaMainClass('public final class Fast$1 {}')).toBe('Fast$1');
  });

  it('when comments and strings mention other classes, then they are ignored', () => {
    const source =
      '// public class Wrong\n/* public class Bad */\nclass Helper {}\npublic class Right { String s = "public class Nope"; }';
    expect(javaMainClass(source)).toBe('Right');
  });

  it('when no class is public, then the class that declares main', () => {
    expect(javaMainClass('class Helper {}\nclass Program { public static void main(String[] a) {} }')).toBe(
      'Program',
    );
  });

  it('when nothing names a class, then Main', () => {
    expect(javaMainClass('')).toBe('Main');
  });
});
