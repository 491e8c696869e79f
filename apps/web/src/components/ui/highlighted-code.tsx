import { createContext, useContext, useEffect, useState } from 'react';
import type { Theme } from '@/config/themes';
import { monacoLanguageOf } from '@/lib/editor-languages';
import { useTheme } from '@/lib/theme';

/** Turns code into coloured HTML for a theme, or null when colouring is unavailable. */
export type Colorize = (code: string, language: string, theme: Theme) => Promise<string | null>;

/**
 * Monaco's own tokenizer (bundled, no CDN), loaded on first use; places without a browser's workers
 * (component tests) provide a stand-in that leaves the code plain. The colours are Monaco's global
 * theme, so it follows the app's theme even on pages without an editor to set it.
 */
export const ColorizeImplementation = createContext<Colorize>(async (code, language, theme) => {
  const { DARK_THEME, monaco } = await import('@/lib/monaco-setup');
  monaco.editor.setTheme(theme === 'dark' ? DARK_THEME : 'vs');
  return monaco.editor.colorize(code, monacoLanguageOf(language), { tabSize: 4 });
});

type Props = { code: string; language: string; label?: string; className?: string; testId?: string };

/** Read-only code with syntax colours; plain text until (or unless) the colours are ready. */
export function HighlightedCode({ code, language, label, className = '', testId }: Props) {
  const colorize = useContext(ColorizeImplementation);
  const { theme } = useTheme();
  const [html, setHtml] = useState<{ code: string; language: string; html: string } | null>(null);

  useEffect(() => {
    let current = true;
    colorize(code, language, theme).then(
      (result) => {
        if (current && result !== null) setHtml({ code, language, html: result });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [colorize, code, language, theme]);

  const ready = html !== null && html.code === code && html.language === language;
  return (
    <pre
      className={`overflow-auto rounded-box border border-base-300 bg-base-200 p-4 font-mono text-[0.8125rem] leading-relaxed ${className}`}
      aria-label={label}
      data-testid={testId}
      data-highlighted={ready}
    >
      {ready ? (
        // Monaco's colorizer escapes the code itself: the HTML is only its spans around the text.
        <code dangerouslySetInnerHTML={{ __html: html.html }} />
      ) : (
        <code>{code}</code>
      )}
    </pre>
  );
}
