import type { ConformancePrograms } from './types.js';

export const cPrograms: ConformancePrograms = {
  accepted:
    '#include <stdio.h>\nint main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a + b); return 0; }\n',
  wrong:
    '#include <stdio.h>\nint main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a * b); return 0; }\n',
  busyLoop: 'int main(void) { volatile unsigned long x = 0; for (;;) x++; }\n',
  sleep: '#include <unistd.h>\nint main(void) { sleep(30); return 0; }\n',
  allocate:
    '#include <stdlib.h>\n#include <string.h>\n#include <stdio.h>\nint main(void) { for (int i = 0; i < 64; i++) { char *p = malloc(16 << 20); if (!p) return 2; memset(p, 1, 16 << 20); } puts("done"); return 0; }\n',
  printFlood:
    '#include <stdio.h>\nint main(void) { for (;;) puts("flood flood flood flood flood flood"); }\n',
  crash: { source: 'int main(void) { volatile int *p = 0; *p = 1; return 0; }\n', signal: 11 },
  uncaught: '#include <stdlib.h>\nint main(void) { abort(); }\n',
  nonZeroExit: 'int main(void) { return 3; }\n',
  broken: 'int main(void) { return undefined_name; }\n',
  crlfTrailingSpaces:
    '#include <stdio.h>\nint main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld \\t \\r\\n", a + b); return 0; }\n',
  approximatePi: '#include <stdio.h>\nint main(void) { printf("3.1416\\n"); return 0; }\n',
};
