import { describe, expect, it } from 'vitest';
import { javaMainClass, javaSourceFile } from '../java-class-name.js';

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

  it('when the public class has a unicode name, then that whole name', () => {
    expect(javaMainClass('public class Ünïcødé { }')).toBe('Ünïcødé');
    expect(javaMainClass('public class 解答 { }')).toBe('解答');
    expect(javaMainClass('class Ab\u00e9c { public static void main(String[] a) {} }')).toBe('Abéc');
  });

  it('when the source declares a package, then the name is qualified and the file sits in its directories', () => {
    const source = '/* c */\npackage com.ëxample ;\nimport java.util.*;\npublic class Main {}\n';
    expect(javaMainClass(source)).toBe('com.ëxample.Main');
    expect(javaSourceFile(source)).toBe('com/ëxample/Main.java');
    expect(javaSourceFile('\uFEFFpublic class A {}')).toBe('A.java');
  });

  it('when a name only ends in a keyword, then it is not a declaration', () => {
    expect(javaMainClass('class Solution { int subclass = 1; public static void main(String[] a) {} }')).toBe(
      'Solution',
    );
  });
});
