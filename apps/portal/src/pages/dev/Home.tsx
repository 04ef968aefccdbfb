import { SystemHome } from '../common/SystemHome';

/** The DEV system's home. */
export default function Home() {
  return <SystemHome system="DEV" />;
}
