#!/bin/sh
# Generated from packages/languages/src/scala.ts: pnpm images:scripts
set -eu
mkdir -p '/opt/codecourt/prebuilt/scala/warm-up'
cp '/tmp/codecourt-repository/packages/languages/warm-up/Warm.scala' '/opt/codecourt/prebuilt/scala/warm-up/Warm.scala'
'sh' '-c' 'set -e
cd "$1/warm-up"
java -Xmx512m -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Xshare:auto -Xlog:disable -Xlog:all=warning:stderr -cp /usr/share/scala-2.11/lib/scala-compiler.jar:/usr/share/scala-2.11/lib/scala-library.jar:/usr/share/scala-2.11/lib/scala-reflect.jar -XX:DumpLoadedClassList=classes.lst scala.tools.nsc.Main -usejavacp -encoding UTF-8 -d . Warm.scala > compile.log 2>&1 || { cat compile.log >&2; exit 1; }
java -Xmx512m -Xss16m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Xshare:auto -Xlog:disable -Xlog:all=warning:stderr -cp /usr/share/scala-2.11/lib/scala-compiler.jar:/usr/share/scala-2.11/lib/scala-library.jar:/usr/share/scala-2.11/lib/scala-reflect.jar -Xmx128m -Xshare:dump -XX:SharedClassListFile=classes.lst -XX:SharedArchiveFile=../scalac.jsa > /dev/null
cd ..
rm -rf warm-up' 'class-data' '/opt/codecourt/prebuilt/scala'
touch '/opt/codecourt/prebuilt/scala/.complete'
chmod -R a+rX '/opt/codecourt/prebuilt/scala'
