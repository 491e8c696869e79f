#!/bin/sh
# Generated from packages/languages/src/kotlin.ts: pnpm images:scripts
set -eu
mkdir -p '/opt/codecourt/prebuilt/kotlin/warm-up'
cp '/tmp/codecourt-repository/packages/languages/warm-up/Warm.kt' '/opt/codecourt/prebuilt/kotlin/warm-up/Warm.kt'
'sh' '-c' 'set -e
cd "$1/warm-up"
java -Xmx512m -Xss32m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Xshare:auto -Xlog:disable -Xlog:all=warning:stderr -cp /usr/share/kotlin/kotlinc/lib/kotlin-compiler.jar:/usr/share/kotlin/kotlinc/lib/trove4j.jar:/usr/share/kotlin/kotlinc/lib/kotlin-stdlib.jar:/usr/share/kotlin/kotlinc/lib/kotlin-reflect.jar:/usr/share/kotlin/kotlinc/lib/kotlin-script-runtime.jar:/usr/share/kotlin/kotlinc/lib/annotations-13.0.jar -XX:DumpLoadedClassList=classes.lst org.jetbrains.kotlin.cli.jvm.K2JVMCompiler -kotlin-home /usr/share/kotlin/kotlinc -d . Warm.kt > compile.log 2>&1 || { cat compile.log >&2; exit 1; }
java -Xmx512m -Xss32m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Xshare:auto -Xlog:disable -Xlog:all=warning:stderr -cp /usr/share/kotlin/kotlinc/lib/kotlin-compiler.jar:/usr/share/kotlin/kotlinc/lib/trove4j.jar:/usr/share/kotlin/kotlinc/lib/kotlin-stdlib.jar:/usr/share/kotlin/kotlinc/lib/kotlin-reflect.jar:/usr/share/kotlin/kotlinc/lib/kotlin-script-runtime.jar:/usr/share/kotlin/kotlinc/lib/annotations-13.0.jar -Xmx128m -Xshare:dump -XX:SharedClassListFile=classes.lst -XX:SharedArchiveFile=../kotlinc.jsa > /dev/null
cd ..
rm -rf warm-up' 'class-data' '/opt/codecourt/prebuilt/kotlin'
touch '/opt/codecourt/prebuilt/kotlin/.complete'
chmod -R a+rX '/opt/codecourt/prebuilt/kotlin'
