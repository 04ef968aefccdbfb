import { SystemHome } from '../SystemHome';

/** The DEV system's home. */
export default function Home() {
  return <SystemHome system="DEV" />;
}
