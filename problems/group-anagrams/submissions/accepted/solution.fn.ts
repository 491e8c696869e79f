/**
 * Groups the words that are anagrams of each other. Each group is sorted ascending and
 * the groups are ordered by their first (smallest) word.
 */
function groupAnagrams(strs: string[]): string[][] {
    const byLetters = new Map<string, string[]>();
    for (const word of strs) {
        const key = word.split('').sort().join('');
        if (!byLetters.has(key)) byLetters.set(key, []);
        byLetters.get(key)!.push(word);
    }
    const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
    const groups = [...byLetters.values()].map((group) => group.sort(byCodeUnits));
    return groups.sort((a, b) => byCodeUnits(a[0], b[0]));
}
