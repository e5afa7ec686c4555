import { T } from '@school/contracts';
import { ITEM_COLOURS } from '../../components/canvas-shapes';
import { labirint3d } from '@school/game-engines';

const { inventorySlots } = labirint3d.LABIRINT3D_CONSTANTS;

function ItemIcon({ item }: { item: labirint3d.InventorySlot['item'] }) {
  if (item === 'gun') {
    return (
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <rect x="8" y="6" width="8" height="15" rx="2" fill="#06b6d4" stroke="#0e7490" />
        <rect x="10" y="2" width="9" height="4" fill="#f472b6" />
      </svg>
    );
  }
  const colour = ITEM_COLOURS[item.replace('key_', '')];
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <circle cx="7" cy="12" r="5" fill={colour} stroke="rgba(0,0,0,.4)" />
      <rect x="11" y="10.5" width="11" height="3" fill={colour} />
      <rect x="18" y="13" width="2.5" height="4" fill={colour} />
      <circle cx="7" cy="12" r="1.8" fill="#fff" />
    </svg>
  );
}

/** Spec 2.6: the inventory row of 5 slots under the map. */
export function Inventory({ slots }: { slots: labirint3d.InventorySlot[] }) {
  return (
    <ul className="bot-inventory" aria-label={T.blockly.labirint3d.inventory}>
      {Array.from({ length: inventorySlots }, (_, index) => {
        const slot = slots[index];
        return (
          <li key={index} className="bot-inventory__slot" data-item={slot?.item ?? ''}>
            {slot && <ItemIcon item={slot.item} />}
            {slot && slot.count > 1 && <span className="bot-inventory__count">{slot.count}</span>}
          </li>
        );
      })}
    </ul>
  );
}
