// A listbox kept for assistive technology (included by snapshot/snapshot.js, act/find-option.js and,
// before lib/suggestions.js, by the act/ scripts that include it). Some widgets draw their listbox
// at no size and fill it with only the options around the active one (Ant Design's rc-select),
// while the options a person sees and clicks are items of a list beside it, marked by
// aria-selected and without a role. SR_LISTBOX(lb): whether the listbox is drawn at no size (its
// computed width and height are 0px). BESIDE_OPTIONS(lb): for such a listbox, the items a person
// sees for it: the innermost elements carrying aria-selected outside it (never tabs, cells, rows or
// tree items) in its nearest ancestor, three levels up at most, that holds any; [] otherwise.
  const SR_LISTBOX = (lb) => {
    const cs = getComputedStyle(lb);
    return cs.width === '0px' && cs.height === '0px';
  };
  const BESIDE_OPTIONS = (lb) => {
    if (!SR_LISTBOX(lb)) return [];
    for (let up = lb.parentElement, i = 0; up && i < 3 && up !== document.body; up = up.parentElement, i++) {
      const items = Array.from(up.querySelectorAll('[aria-selected]')).filter((n) => !lb.contains(n) && !n.querySelector('[aria-selected]')
        && !/^(tab|gridcell|row|columnheader|rowheader|treeitem)$/.test((n.getAttribute('role') || '').trim()));
      if (items.length) return items;
    }
    return [];
  };
