import { SystemHome } from '../SystemHome';

/** The MP system's home. */
export default function Home() {
  return <SystemHome system="MP" />;
}
