#!/bin/sh
# Generated from packages/languages/src/java.ts: pnpm images:scripts
set -eu
mkdir -p '/opt/codecourt/prebuilt/java'
cp '/tmp/codecourt-repository/packages/languages/java/Warm.java' '/opt/codecourt/prebuilt/java/Warm.java'
mkdir -p '/opt/codecourt/prebuilt/java'
printf '%s' '2 40
1.5
7
key value
' > '/opt/codecourt/prebuilt/java/warm.in'
mkdir -p '/opt/codecourt/prebuilt/java/codecourt'
cp '/tmp/codecourt-repository/packages/languages/java/codecourt/Batch.java' '/opt/codecourt/prebuilt/java/codecourt/Batch.java'
'sh' '-c' 'set -e
cd "$1"
javac -J-XX:+UseG1GC -J-XX:ParallelGCThreads=1 -J-XX:ConcGCThreads=1 -J-XX:+UnlockExperimentalVMOptions -J-XX:G1NewSizePercent=30 -J-XX:+UnlockDiagnosticVMOptions -J-XX:ArchiveRelocationMode=0 -J-XX:TieredStopAtLevel=1 -J-XX:CompileThresholdScaling=0.5 -J-XX:-UsePerfData -J-Xshare:auto -J-XX:DumpLoadedClassList=javac.lst -encoding UTF-8 -Xlint:-removal -XDstringConcat=inline -d . Warm.java codecourt/Batch.java
{ printf '\''T 0 %s\n'\'' "$(wc -c < warm.in)"; cat warm.in; printf '\''Z\n'\''; } > warm.batch
java -XX:+UseG1GC -XX:ParallelGCThreads=1 -XX:ConcGCThreads=1 -XX:+UnlockExperimentalVMOptions -XX:G1NewSizePercent=30 -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -XX:TieredStopAtLevel=1 -XX:CompileThresholdScaling=0.5 -XX:-UsePerfData -Xshare:auto -XX:DumpLoadedClassList=classes.lst -Djava.security.manager=allow -cp . codecourt.Batch Warm 1048576 1048576 65536 65536 < warm.batch > warm.out 2>/dev/null
grep -q "^ok " warm.out
grep -v '\''Warm\|codecourt'\'' classes.lst > jdk.lst
java -XX:+UseG1GC -XX:ParallelGCThreads=1 -XX:ConcGCThreads=1 -XX:+UnlockExperimentalVMOptions -XX:G1NewSizePercent=30 -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -XX:TieredStopAtLevel=1 -XX:CompileThresholdScaling=0.5 -XX:-UsePerfData -Xshare:auto -Xmx128m -Xshare:dump -XX:SharedClassListFile=jdk.lst -XX:SharedArchiveFile=app.jsa > /dev/null
java -XX:+UseG1GC -XX:ParallelGCThreads=1 -XX:ConcGCThreads=1 -XX:+UnlockExperimentalVMOptions -XX:G1NewSizePercent=30 -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -XX:TieredStopAtLevel=1 -XX:CompileThresholdScaling=0.5 -XX:-UsePerfData -Xshare:auto -Xmx128m -Xshare:dump -XX:SharedClassListFile=javac.lst -XX:SharedArchiveFile=javac.jsa > /dev/null
rm -f ./*.class classes.lst javac.lst warm.batch warm.out' 'class-data' '/opt/codecourt/prebuilt/java'
touch '/opt/codecourt/prebuilt/java/.complete'
chmod -R a+rX '/opt/codecourt/prebuilt/java'
