#!/usr/bin/env python3
"""Writes data/secret/*.in and *.ans for word-ladder. Deterministic: fixed seed."""
import json
import os
import string
from collections import deque
from random import Random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
rng = Random(4005)
LETTERS = string.ascii_lowercase
MAX_N = 5000


def ladder(begin, end, words):
    listed = set(words)
    if end not in listed:
        return 0
    dist = {begin: 1}
    frontier = deque([begin])
    while frontier:
        word = frontier.popleft()
        if word == end:
            return dist[word]
        for i in range(len(word)):
            for c in LETTERS:
                nxt = word[:i] + c + word[i + 1:]
                if nxt in listed and nxt not in dist:
                    dist[nxt] = dist[word] + 1
                    frontier.append(nxt)
    return 0


def random_word(length):
    return ''.join(rng.choice(LETTERS) for _ in range(length))


def mutate(word):
    i = rng.randrange(len(word))
    c = rng.choice(LETTERS.replace(word[i], ''))
    return word[:i] + c + word[i + 1:]


def grown_from(root, count):
    """`count` distinct words, each one letter away from an earlier word (or from root)."""
    words = [root]
    seen = {root}
    while len(words) < count + 1:
        w = mutate(rng.choice(words))
        if w not in seen:
            seen.add(w)
            words.append(w)
    return words[1:]


def walk(start, steps):
    """A random one-letter-at-a-time walk that never revisits a word."""
    path = [start]
    seen = {start}
    while len(path) < steps + 1:
        w = mutate(path[-1])
        if w not in seen:
            seen.add(w)
            path.append(w)
    return path


def farthest(begin, words):
    listed = set(words)
    dist = {begin: 1}
    frontier = deque([begin])
    last = begin
    while frontier:
        last = frontier.popleft()
        for i in range(len(last)):
            for c in LETTERS:
                nxt = last[:i] + c + last[i + 1:]
                if nxt in listed and nxt not in dist:
                    dist[nxt] = dist[last] + 1
                    frontier.append(nxt)
    return last


def shuffled(words):
    words = list(words)
    rng.shuffle(words)
    return words


def main():
    # Maximum-size cases: 5000 words of length 10; the others are small or medium.
    cases = [
        ('a', 'c', ['a', 'b', 'c']),
        ('hot', 'dog', ['dog']),
        ('cold', 'warm', ['cord', 'card', 'ward', 'warm', 'wore', 'corm', 'worm']),
        ('lead', 'gold', ['load', 'goad', 'lead']),
        ('q', 'z', list(LETTERS)),
        ('abcdefghij', 'zzzzzzzzzz', ['abcdefghiz', 'zzzzzzzzzz']),
    ]
    path = walk('startpoint', 30)
    cases.append(('startpoint', path[-1], shuffled(path[1:] + grown_from(path[5], 200))))
    words = list(dict.fromkeys(random_word(3) for _ in range(3000)))[:2000]
    cases.append((random_word(3), words[rng.randrange(len(words))], shuffled(words)))
    words = grown_from('plane', 3000)
    cases.append(('plane', farthest('plane', words), shuffled(words)))
    words = list(dict.fromkeys(random_word(4) for _ in range(6000)))[:MAX_N]
    cases.append((words[0], words[-1], shuffled(words[1:])))
    path = walk('ladderup', 2999)
    noise = grown_from(path[0], 2000)
    cases.append(('ladderup', path[-1], shuffled(path + noise)))
    words = grown_from('beginnings', MAX_N)
    cases.append(('beginnings', farthest('beginnings', words), shuffled(words)))
    words = grown_from('quicksorts', MAX_N - 1)
    unreachable = 'zzzzzzzzzz' if 'zzzzzzzzzz' not in words else 'yyyyyyyyyy'
    cases.append(('quicksorts', unreachable, shuffled(words + [unreachable])))
    cases.append(('abcdefgh', 'isolates', ['isolates', 'isolator', 'abcdefgz'[::-1]]))
    os.makedirs(OUT, exist_ok=True)
    for i, (begin, end, words) in enumerate(cases, 1):
        with open(os.path.join(OUT, f'{i:02d}.in'), 'w') as f:
            f.write('\n'.join(json.dumps(x, separators=(',', ':')) for x in (begin, end, words)) + '\n')
        with open(os.path.join(OUT, f'{i:02d}.ans'), 'w') as f:
            f.write(f'{ladder(begin, end, words)}\n')


if __name__ == '__main__':
    main()
