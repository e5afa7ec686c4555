/** Block types that every game shares: Blockly's built-in controls plus our start block. */
export const CORE_BLOCKS = {
  /** 'При запуске': a hat with a statement input DO; required by Labirint3D and SpaceMixLab. */
  onStart: 'on_start',
  /** Blockly built-in: value input TIMES, statement input DO. */
  repeat: 'controls_repeat_ext',
  /** Blockly built-in: number field TIMES, statement input DO. */
  repeatFixed: 'controls_repeat',
  /** Blockly built-in: field MODE (WHILE | UNTIL), value input BOOL, statement input DO. */
  whileUntil: 'controls_whileUntil',
  /** Blockly built-in: inputs IF0, DO0, IF1, DO1, ..., ELSE. */
  if: 'controls_if',
  ifElse: 'controls_ifelse',
  /** Blockly built-in: field NAME, statement input STACK. Parameters are not supported. */
  procedureDefinition: 'procedures_defnoreturn',
  /** Blockly built-in: extraState.name. */
  procedureCall: 'procedures_callnoreturn',
  logicBoolean: 'logic_boolean',
  logicNegate: 'logic_negate',
  logicOperation: 'logic_operation',
  mathNumber: 'math_number',
  mathArithmetic: 'math_arithmetic',
  text: 'text',
  colourPicker: 'colour_picker',
  colourRgb: 'colour_rgb',
} as const;

/** Value blocks folded to constants when they feed a command argument. */
export const CONSTANT_VALUE_BLOCKS: readonly string[] = [
  CORE_BLOCKS.mathNumber,
  CORE_BLOCKS.mathArithmetic,
  CORE_BLOCKS.text,
  CORE_BLOCKS.logicBoolean,
  CORE_BLOCKS.colourPicker,
  CORE_BLOCKS.colourRgb,
];
