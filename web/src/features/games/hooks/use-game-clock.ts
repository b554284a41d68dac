import { useEffect, useState } from 'react';

/** Seconds of play: counts only while `running`, so a hidden tab or a pause stops the clock. */
export function useGameClock(running: boolean, resetKey: unknown) {
  const [seconds, setSeconds] = useState(0);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setSeconds(0);
  }
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return seconds;
}
