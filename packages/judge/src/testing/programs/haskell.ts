import type { ConformancePrograms } from './types.js';

const read = '  [a, b] <- map read . words <$> getLine :: IO [Integer]\n';
const main = (imports: readonly string[], body: string) =>
  `${imports.map((name) => `import ${name}\n`).join('')}\nmain :: IO ()\nmain = do\n${body}`;

export const haskellPrograms: ConformancePrograms = {
  accepted: main([], `${read}  print (a + b)\n`),
  wrong: main([], `${read}  print (a - b)\n`),
  busyLoop: main(
    [],
    '  let spin :: Int -> Int\n      spin n = if n < 0 then n else spin (n + 1)\n  print (spin 0)\n',
  ),
  sleep: main(['Control.Concurrent (threadDelay)'], '  threadDelay 30000000\n'),
  // The blocks go into an IORef: kept in a plain argument, GHC would see they are never read and free them.
  allocate: main(
    ['Control.Monad (forever)', 'qualified Data.ByteString as B', 'Data.IORef'],
    "  blocks <- newIORef []\n  forever $ do\n    n <- length <$> readIORef blocks\n    let block = B.replicate (16 * 1024 * 1024) (fromIntegral n)\n    B.length block `seq` modifyIORef' blocks (block :)\n",
  ),
  printFlood: main([], '  mapM_ putStrLn (repeat "flood flood flood flood flood flood")\n'),
  // The runtime leaves SIGSEGV at its default: reading address 0 kills the program with signal 11.
  crash: {
    source: main(
      ['Foreign.Ptr (Ptr, nullPtr)', 'Foreign.Storable (peek)'],
      '  v <- peek (nullPtr :: Ptr Int)\n  print v\n',
    ),
    signal: 11,
  },
  uncaught: main([], '  error "boom"\n'),
  nonZeroExit: main(['System.Exit'], '  exitWith (ExitFailure 3)\n'),
  broken: main([], '  print undefined_name\n'),
  crlfTrailingSpaces: main([], `${read}  putStr (show (a + b) ++ "  \\r\\n")\n`),
  approximatePi: main([], '  putStrLn "3.1416"\n'),
};
