import { T } from '@school/contracts';
import { Link } from 'react-router-dom';
import { DEMO_GAMES } from '../../lib/demo-levels';
import './demo-levels.css';

/** The standalone page: every demo level of every game. */
export function DemoLevelList() {
  return (
    <main className="demo-list">
      <h1>{T.blockly.demo.title}</h1>
      {DEMO_GAMES.map(({ game, levels }) => (
        <section key={game} className="demo-list__game">
          <h2>{T.blockly.gameNames[game]}</h2>
          <ul>
            {levels.map((level) => (
              <li key={level.id}>
                <Link to={`/demo/${game}/${level.id}`} data-testid={`level-${level.id}`}>
                  {level.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
