import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { progress, useProgress } from './progress.ts';

/** The global loading bar at the top edge (navigation and requests); red after a failed request. */
export function ProgressBar() {
  const { visible, value, failed } = useProgress();
  const navigation = useNavigation();
  const navigating = navigation.state !== 'idle';

  useEffect(() => {
    if (!navigating) return;
    progress.start();
    return () => progress.finish();
  }, [navigating]);

  return (
    <div
      className={`progress-bar${visible ? ' progress-bar--visible' : ''}${failed ? ' progress-bar--failed' : ''}`}
      aria-hidden="true"
      data-testid="progress-bar"
      data-state={failed ? 'failed' : visible ? 'loading' : 'idle'}
    >
      <div className="progress-bar__fill" style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
