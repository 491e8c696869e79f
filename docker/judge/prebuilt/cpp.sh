#!/bin/sh
# Generated from packages/languages/src/cpp.ts: pnpm images:scripts
set -eu
mkdir -p '/opt/codecourt/prebuilt/cpp/bits'
printf '%s' '#include_next <bits/stdc++.h>
' > '/opt/codecourt/prebuilt/cpp/bits/stdc++.h'
'g++' '-O2' '-std=gnu++20' '-pipe' '-x' 'c++-header' '-o' '/opt/codecourt/prebuilt/cpp/bits/stdc++.h.gch' '/opt/codecourt/prebuilt/cpp/bits/stdc++.h'
touch '/opt/codecourt/prebuilt/cpp/.complete'
chmod -R a+rX '/opt/codecourt/prebuilt/cpp'
