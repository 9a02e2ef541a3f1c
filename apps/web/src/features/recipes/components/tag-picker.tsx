import type { RecipeTags } from '@mise/contracts';
import { FALLBACK_TAG_OPTIONS, stripEmoji } from '@mise/recipe-text';
import { useGetFiltersQuery } from '../api/filters-api';
import { useTranslation } from '../../../lib/i18n';
import { useTagLabel } from '../filter-labels';

/** The tag groups the form edits (spec section 3); Time holds one value, the others a list. */
const GROUPS = ['Meal Type', 'Cuisine', 'Time', 'Dietary', 'Characteristics'] as const;
type Group = (typeof GROUPS)[number];
type ListGroup = Exclude<Group, 'Time'>;
/** The group names on screen; the English names are the stored keys. */
const GROUP_LABEL = {
  'Meal Type': 'form.tagGroups.mealType',
  Cuisine: 'form.tagGroups.cuisine',
  Time: 'form.tagGroups.time',
  Dietary: 'form.tagGroups.dietary',
  Characteristics: 'form.tagGroups.characteristics',
} as const satisfies Record<Group, string>;

/** Options per group from /filter.json (labels carry an emoji), else the built-in fallback. */
function optionsByGroup(file: Record<string, string[]> | undefined): Record<Group, string[]> {
  const fromFile = new Map(
    Object.entries(file ?? {}).map(([label, options]) => [stripEmoji(label), options]),
  );
  return Object.fromEntries(
    GROUPS.map((group) => {
      const options = fromFile.get(group) ?? FALLBACK_TAG_OPTIONS[group] ?? [];
      // Stored tags carry no emoji (the filters strip it from Cuisine options too).
      return [group, [...new Set(options.map((option) => stripEmoji(option)).filter(Boolean))]];
    }),
  ) as Record<Group, string[]>;
}

interface TagPickerProps {
  tags: RecipeTags;
  onChange: (tags: RecipeTags) => void;
}

export function TagPicker({ tags, onChange }: TagPickerProps) {
  const { data } = useGetFiltersQuery();
  const options = optionsByGroup(data);
  const { t } = useTranslation();
  const tagLabel = useTagLabel();

  const isOn = (group: Group, option: string) =>
    group === 'Time' ? tags.Time === option : (tags[group] ?? []).includes(option);

  const toggle = (group: Group, option: string) => {
    if (group === 'Time') {
      onChange({ ...tags, Time: tags.Time === option ? undefined : option });
      return;
    }
    const list = tags[group as ListGroup] ?? [];
    const next = list.includes(option) ? list.filter((value) => value !== option) : [...list, option];
    onChange({ ...tags, [group]: next });
  };

  return (
    <div className="tag-picker">
      {GROUPS.map((group) => (
        <div key={group} className="tag-picker__group" role="group" aria-label={t(GROUP_LABEL[group])}>
          <p className="tag-picker__label">{t(GROUP_LABEL[group])}</p>
          <div className="tag-picker__chips">
            {options[group].map((option) => (
              <button
                key={option}
                type="button"
                className={`filter-chip${isOn(group, option) ? ' filter-chip--active' : ''}`}
                aria-pressed={isOn(group, option)}
                onClick={() => toggle(group, option)}
              >
                {tagLabel(option)}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
