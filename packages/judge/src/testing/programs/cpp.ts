import type { ConformancePrograms } from './types.js';

export const cppPrograms: ConformancePrograms = {
  accepted:
    '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n',
  wrong:
    '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n',
  busyLoop: 'int main() { volatile unsigned long x = 0; for (;;) x++; }\n',
  sleep: '#include <unistd.h>\nint main() { sleep(30); }\n',
  allocate:
    '#include <vector>\n#include <cstdio>\nint main() { std::vector<std::vector<char>> v; for (int i = 0; i < 64; i++) v.emplace_back(16 << 20, 1); std::printf("%zu\\n", v.size()); }\n',
  printFlood:
    '#include <cstdio>\nint main() { for (;;) std::puts("flood flood flood flood flood flood"); }\n',
  crash: { source: 'int main() { volatile int *p = nullptr; *p = 1; return 0; }\n', signal: 11 },
  uncaught: '#include <stdexcept>\nint main() { throw std::runtime_error("boom"); }\n',
  nonZeroExit: 'int main() { return 3; }\n',
  broken: 'int main() { return undefined_name; }\n',
  crlfTrailingSpaces:
    '#include <cstdio>\nint main() { long long a, b; std::scanf("%lld %lld", &a, &b); std::printf("%lld   \\r\\n", a + b); }\n',
  approximatePi: '#include <cstdio>\nint main() { std::printf("3.1416\\n"); }\n',
};
