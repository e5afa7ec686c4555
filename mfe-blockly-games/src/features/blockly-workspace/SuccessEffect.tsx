const COLOURS = ['#ffcc00', '#ff5c8a', '#6c4df6', '#22c55e', '#38bdf8', '#fb923c'];

/** A short burst of falling confetti over the game after a win. */
export function SuccessEffect() {
  return (
    <div className="bw-confetti" aria-hidden="true">
      {Array.from({ length: 36 }, (_, index) => (
        <i
          key={index}
          style={{
            left: `${(index * 37) % 100}%`,
            background: COLOURS[index % COLOURS.length],
            animationDelay: `${(index % 9) * 0.08}s`,
            transform: `rotate(${index * 23}deg)`,
          }}
        />
      ))}
    </div>
  );
}
